// The catalogue domain's front door.
export { catalogueDomain, type ViewRecorder } from './catalogue.plugin';
