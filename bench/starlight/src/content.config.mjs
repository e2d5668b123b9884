import { defineCollection } from "astro:content";
import { docsLoader } from "@astrojs/starlight/loaders";
import { docsSchema } from "@astrojs/starlight/schema";

// A page's id is its path as written, capitals kept, so it is served at the site's URL
// (`/docs/android/Callbacks/AddMarker`); Starlight's default ids are lower-cased slugs.
const generateId = ({ entry }) => entry.replace(/\.mdx?$/, "");

export const collections = {
  docs: defineCollection({ loader: docsLoader({ generateId }), schema: docsSchema() }),
};
