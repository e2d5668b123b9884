import HomePage from "../theme/HomePage";
import SiteHead from "../theme/SiteHead";

export default function Home() {
  return (
    <>
      <SiteHead description="Documentation, sample apps and how-tos for the Wemap livemap, its SDKs, the REST API and services." />
      <HomePage />
    </>
  );
}
