// The open platform's front door.
export { openPlatformDomain } from './open-platform.plugin';
