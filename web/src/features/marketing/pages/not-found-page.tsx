export default function Page() { return <div>not-found-page</div>; }
