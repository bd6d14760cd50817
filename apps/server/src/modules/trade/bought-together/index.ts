export { boughtTogetherRoutes } from './bought-together.routes';
export { defineBoughtTogetherJobs } from './bought-together.jobs';
