export default function Page() { return <div>signup-page</div>; }
