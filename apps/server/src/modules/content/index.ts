// The content domain's front door.
export { contentDomain } from './content.plugin';
