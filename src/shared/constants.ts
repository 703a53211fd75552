// Every business constant of docs/product.md §9 (and the few it implies), named once.

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Session idle timeout and the warning before it. */
export const SESSION_IDLE_TIMEOUT_MS = 30 * MINUTE;
export const SESSION_WARNING_AFTER_MS = 25 * MINUTE;
export const SESSION_WARNING_AUTO_HIDE_MS = 10 * SECOND;
/** Activity events that reset the idle timers. */
export const SESSION_ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'scroll', 'touchstart'] as const;
/** A burst of activity (a moving mouse fires dozens of events a second) reaches the idle session
 *  at most this often: the first event at once, the burst's last one when the window ends. */
export const SESSION_ACTIVITY_COALESCE_MS = 1 * SECOND;
/** Activity is broadcast to other tabs at most this often. */
export const SESSION_ACTIVITY_THROTTLE_MS = 5 * SECOND;

/** Quota is stale after this long without a sync; bar colour thresholds in percent. */
export const QUOTA_STALE_AFTER_MS = 24 * HOUR;
export const QUOTA_WARNING_PERCENT = 70;
export const QUOTA_ERROR_PERCENT = 90;
/** Activation bar colour thresholds in percent. */
export const ACTIVATION_WARNING_PERCENT = 80;
export const ACTIVATION_ERROR_PERCENT = 100;

/** Notifications. */
export const TOAST_LIFE_MS = 5000;
export const TOAST_LIFE_ADMIN_MS = 6000;
export const TOAST_MAX_VISIBLE = 3;
export const TOAST_POSITION = 'bottom-left' as const;

/** Data fetching: 3 retries, backoff 1 s doubling, capped at 30 s; cache kept 5 minutes. */
export const QUERY_RETRY_COUNT = 3;
export const QUERY_RETRY_BASE_DELAY_MS = 1 * SECOND;
export const QUERY_RETRY_MAX_DELAY_MS = 30 * SECOND;
export const QUERY_CACHE_TIME_MS = 5 * MINUTE;
/** Data this young is shown without asking again (a read-ahead page or preview stays usable this long). */
export const QUERY_STALE_TIME_MS = 30 * SECOND;
/** A menu link's press this recent is the visit's own start: a list that reads its page at every
 *  visit (the audit log) takes the read the press began (a press and the click's render take well under this). */
export const PRESS_TO_VISIT_MS = 2 * SECOND;
/** How long after a menu link's press its click may wait for the screen's first data before it
 *  opens the screen anyway (with its loading state): a quick click or a tap lasts a few ms. */
export const MENU_PRESS_WAIT_MS = 150;

/** Lists. */
export const USER_LIST_PAGE_SIZE = 10;
export const LIST_PAGE_SIZE_OPTIONS = [10, 25, 50, 100] as const;
/** The licence and device lists open at 10 rows, as the contract fixes the user list: a page is
 *  about one screen and a page change stays within the list target
 *  (docs/adr/0025-lists-open-at-10-rows.md). The larger sizes are one choice away. */
export const DEFAULT_LIST_PAGE_SIZE = 10;
export const MAX_LIST_PAGE_SIZE = 100;
export const DEVICE_AUTO_REFRESH_MS = 30 * SECOND;
export const SEARCH_DEBOUNCE_MS = 300;
/** List filters: licences expiring within these windows (days); "near the limit" from this
 *  share of max activations (the activation bar's warning); devices silent for longer than
 *  one of these ages (hours). */
export const LICENSE_EXPIRY_WINDOW_DAYS = { within7: 7, within30: 30, within90: 90 } as const;
export const NEAR_LIMIT_PERCENT = ACTIVATION_WARNING_PERCENT;
export const HEARTBEAT_AGE_CHOICES_HOURS = [1, 24, 7 * 24, 30 * 24] as const;
export const HEARTBEAT_AGE_MAX_HOURS = 365 * 24;
/** Device health: an ACTIVE device is stale once silent longer than one of the heartbeat ages;
 *  the admin's choice is kept per browser under this key, 24 hours until they pick. */
export const STALE_THRESHOLD_STORAGE_KEY = 'license-console.stale-threshold-hours';
export const DEFAULT_STALE_THRESHOLD_HOURS = 24;
/** The clean-up's preview lists this many devices and licences (the count names them all). */
export const STALE_PREVIEW_ROWS = 50;
/** Dashboard trends: the day ranges of the daily chart and the weeks of expiries ahead. */
export const TREND_DAY_CHOICES = [30, 90] as const;
export const EXPIRY_WEEKS_AHEAD = 12;
/** The console's home time zone: the trends' calendar when a query names none. */
export const HOME_TIME_ZONE = 'Asia/Tokyo';
/** お知らせ: the expiry windows a user chooses from (days) and the one until they choose; the
 *  panel lists at most `listLimit` items; the bell asks again every `refreshMs`, never more often
 *  than the device list refreshes; refusals for want of quota count for `refusalWindowMs`; read
 *  marks arrive at most `readMaxIds` per call and the newest `readKeep` are kept per user. */
const NOTIFICATION_LIST_LIMIT = 100;
export const NOTIFICATIONS = {
  expiryWindowChoices: [7, 30, 90] as const,
  defaultExpiryWindowDays: 30,
  listLimit: NOTIFICATION_LIST_LIMIT,
  refreshMs: 60 * SECOND,
  refusalWindowMs: 24 * HOUR,
  readMaxIds: NOTIFICATION_LIST_LIMIT,
  readKeep: 2000,
} as const;
/** 利用状況レポート: at most `maxMonths` calendar months in one report, `defaultMonths` until the
 *  admin chooses; the month pickers reach back `monthChoices` months, this one included. */
export const USAGE_REPORT = { maxMonths: 24, defaultMonths: 6, monthChoices: 36 } as const;
/** CSV export and bulk work read every matching row in pages of the largest size, this many at once. */
export const LIST_FETCH_CONCURRENCY = 4;
/** A filter dropdown, when opened, reads the first page of at most this many of its choices
 *  ahead (the one picked then paints from cache); a sort header does so for its next order
 *  when pointed at or focused. */
export const LIST_PREVIEW_MAX_OPTIONS = 8;

/** Passwords. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_ALLOWED_SYMBOLS = '!@#$%^&*()-_=+[]{};:,.<>/?';

/** Licences. */
export const DEFAULT_MAX_ACTIVATIONS = 1;
export const LEGACY_LICENSE_EXPIRY_MS = 365 * DAY;

/** Applications. */
export const CREATE_APPLICATION_REDIRECT_MS = 2 * SECOND;

/** Masking keeps the first 4 and last 4 characters. */
export const MASK_VISIBLE_HEAD = 4;
export const MASK_VISIBLE_TAIL = 4;

/** Display truncations (docs/product.md §2). */
export const TRUNCATE = {
  deviceId: 8,
  hardwareId: 12,
  licenseId: 8,
  myDeviceId: 12,
  myLicenseKey: 16,
  profileUserId: 8,
} as const;

/** Date formats (date-fns). Weeks start on Sunday. */
export const DATE_TIME_FORMAT = 'yyyy/MM/dd HH:mm';
export const DATE_FORMAT = 'yyyy/MM/dd';
export const SHORT_DATE_TIME_FORMAT = 'MM/dd HH:mm';
export const JAPANESE_DATE_FORMAT = 'yyyy年MM月dd日';
export const WEEK_STARTS_ON = 0 as const;

/** The placeholder creation date the profile shows as '-'. */
export const PLACEHOLDER_CREATED_AT = '2025-01-01T00:00:00Z';

/** Field limits (docs/product.md §5). */
export const LIMITS = {
  appNameMin: 2,
  appNameMax: 100,
  appDescriptionMax: 1000,
  productAppNameMin: 3,
  productAppNameMax: 100,
  productAppDescriptionMin: 10,
  productAppDescriptionMax: 500,
  apiKeyMin: 10,
  siteIdMin: 3,
  nameMax: 50,
  usernameMax: 50,
  searchMax: 100,
  /** A time zone's IANA name: the longest is 32 characters ('America/Argentina/ComodRivadavia'). */
  timeZoneNameMax: 64,
  emailMax: 254,
  passwordMax: 128,
  maxActivationsMax: 10_000,
  metadataMaxBytes: 16_384,
  policyNameMax: 50,
  heartbeatWindowMaxHours: 8760,
  gracePeriodMaxDays: 365,
  entitlementCodeMax: 40,
  entitlementNameMax: 50,
  entitlementDescriptionMax: 200,
  entitlementsMax: 100,
} as const;

/** Login throttling: this many failed sign-ins for one e-mail within the window answer 429 until the window lets the oldest go. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MS = 10 * MINUTE;

/** The admin role, compared with the server's value lower-cased (docs/product.md §6). */
export const ROLE_ADMIN = 'admin';

/** Unsaved form input is written to sessionStorage this long after the last keystroke. */
export const FORM_DRAFT_DEBOUNCE_MS = 400;
/** A save without an answer this long: the form says the server has not answered yet (no timeout: it still waits). */
export const FORM_SAVE_SLOW_AFTER_MS = 30_000;

/** 延長's quick choices: 30 days and one year. */
export const EXTEND_CHOICES = [
  { value: 30, unit: 'day' },
  { value: 1, unit: 'year' },
] as const;

/** Entries of one licence's history (activity log) in its detail dialog, newest first. */
export const LICENSE_HISTORY_LIMIT = 50;

/** The header a client sets on every call of one bulk run, the same id on each (the audit log groups them). */
export const OPERATION_ID_HEADER = 'X-Operation-Id';

/** sessionStorage keys of what the console learned of a server's extensions (one per API base URL). */
export const CAPABILITY_MEMORY_PREFIX = 'license-console:capabilities:';

/** Licence files (docs/licence-files.md): the times to live an admin chooses from, in days, and the default. */
export const LICENSE_FILE_TTL_DAYS = [1, 7, 30, 90, 365] as const;
export const DEFAULT_LICENSE_FILE_TTL_DAYS = 30;
/** An offline activation request is refused once older than this, or dated further ahead than the skew. */
export const OFFLINE_REQUEST_MAX_AGE_HOURS = 72;
export const OFFLINE_REQUEST_CLOCK_SKEW_MS = 10 * MINUTE;
/** The largest request or return file the console reads (a real one is well under 1 KiB). */
export const OFFLINE_FILE_MAX_BYTES = 16_384;
/** The largest licence file `npm run verify-licence` reads (a real one is about 1 KiB). */
export const LICENSE_FILE_MAX_BYTES = 65_536;
/** The deepest nesting of those files' JSON: a licence file has 3 levels, a request or return file 1. */
export const JSON_FILE_MAX_DEPTH = 16;
/** The licence file's name when a server names none. */
export const LICENSE_FILE_FALLBACK_NAME = 'license.lic';

/**
 * localStorage keys of the testers' panel (dev server only, docs/testers-toolkit.md): a recording
 * of a manual test is the tester's, not a user's, so it stays under its own prefix and survives
 * sign-out, which clears what a signed-in user left.
 */
export const TESTERS_STORAGE_PREFIX = 'testers-kit:';

/** 一括発行 / 一括登録 from a CSV file: the largest file read, its most rows, the rows sent at
 *  once, and the rows the preview table shows (the summary counts all of them). */
export const BULK_IMPORT = {
  maxBytes: 5 * 1024 * 1024,
  maxRows: 10_000,
  concurrency: 4,
  /** Rows per call of the bulk licence-create extension (POST /api/licenses/bulk). */
  bulkRows: 10,
  /** The most licences one bulk call takes, and order numbers one lookup takes. */
  bulkMax: 100,
  referenceLookupMax: 10_000,
  previewRows: 200,
  /** Imports remembered per user for the double-issue check (the oldest go first). */
  historyMax: 50,
} as const;
