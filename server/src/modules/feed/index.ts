// The feed module: the curated feed per culture and brand (curation plus the video, post and photo sources)
// and the social proxy graphApi/{id}.
export { feedRoutes } from './routes';
