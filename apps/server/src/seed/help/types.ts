/** One language's help content: `{brand}` stands for the brand's name. */
export interface HelpTexts {
  articles: Record<string, { title: string; content: string }>;
  posts: Record<string, { title: string; summary: string; content: string }>;
}
