/** Categories of uploaded website images (SPEC.md section 3). */
export const imageCategories = ["logos", "gallery", "backgrounds", "content"] as const;
export type ImageCategory = (typeof imageCategories)[number];
