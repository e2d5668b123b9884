/** The English list of the `stopword` package, read alone (the package's entry holds 60 languages). */
declare module "stopword/src/stopwords_eng.js" {
  export const eng: string[];
}
