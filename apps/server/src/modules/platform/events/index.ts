export { consumeEvents, pruneEvents, recordEvent, type DomainEvent } from './events';
