// Dates relative to now, shared by the licence tests of the mock.

export const DAY = 86_400_000;
export const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString();
