export { MatchService } from './match.service';
export { matchRoutes } from './match.routes';
