export { RobotService, type RobotOwner } from './robot.service';
export { RobotChannel } from './robot.channel';
export { robotRoutes } from './robot.routes';
export { SecretBox } from '../../../lib/secret-box';
