// The one door from the mock backend to the API contract. The handlers are generated from
// the endpoint catalog (method, path, access, schemas), so the mock can never drift from
// what the client calls. endpoints.ts holds no runtime state and does no HTTP: it is the
// contract, like the schemas the lint boundary already lets src/mocks import. The registry of
// extensions says which calls and parameters are ours beyond that contract.
export { endpoints, type EndpointDef, type EndpointId, type Endpoints, type CallArgs, type Access, type Method } from '../api/endpoints.ts';
export { EXTENSION_IDS, EXTENSIONS, extensionFieldsOf, extensionOfCall, extensionParamsOf, type ExtensionId } from '../api/extensions.ts';
