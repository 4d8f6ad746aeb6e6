export default function Page() { return <div>landing-page</div>; }
