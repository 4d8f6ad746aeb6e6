export default function Page() { return <div>trial-signup-page</div>; }
