export default function Page() { return <div>about-page</div>; }
