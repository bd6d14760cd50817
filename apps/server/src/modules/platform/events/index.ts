export { consumeEvents, pruneEvents, type DomainEvent } from './events';
