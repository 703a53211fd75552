// The one door from the mock backend to the API contract: its handlers are generated from the
// endpoint catalog, so the mock cannot drift from what the client calls. endpoints.ts holds no
// state and does no HTTP; the registry of extensions says which calls are beyond the contract.
export {
  endpoints,
  type EndpointDef,
  type EndpointId,
  type Endpoints,
  type CallArgs,
  type Access,
  type Method,
} from '../api/catalog/endpoints.ts';
export {
  EXTENSION_IDS,
  EXTENSIONS,
  extensionFieldsOf,
  extensionOfCall,
  extensionParamsOf,
  type ExtensionId,
} from '../api/catalog/extensions.ts';
