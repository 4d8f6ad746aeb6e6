export default function Page() { return <div>forgot-password-page</div>; }
