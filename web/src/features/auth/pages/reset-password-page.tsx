export default function Page() { return <div>reset-password-page</div>; }
