import { linkButton } from '../ui/buttons';

/** An emailed link that cannot be used (incomplete, used, expired): why, and where to go instead. */
export function LinkProblem({ message, href, action }: { message: string; href: string; action: string }) {
  return (
    <div role="alert" className="flex flex-col gap-3 text-slate-800">
      <p>{message}</p>
      <a href={href} className={`${linkButton} text-sm`}>
        {action}
      </a>
    </div>
  );
}
