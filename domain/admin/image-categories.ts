/** Categories of uploaded website images. */
export const imageCategories = ["logos", "gallery", "backgrounds", "content"] as const;
export type ImageCategory = (typeof imageCategories)[number];
