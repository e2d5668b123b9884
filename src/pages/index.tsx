import HomePage from "../theme/HomePage";
import Layout from "../theme/Layout";

export default function Home() {
  return (
    <Layout description="Documentation, sample apps and how-tos for the Wemap livemap, its SDKs, the REST API and services.">
      <HomePage />
    </Layout>
  );
}
