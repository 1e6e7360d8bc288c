// The GraphQL types every area shares: the error interface and the service group's number.
export { ErrorInterface, ServiceGroupNumberEnum } from './schema.ts';
