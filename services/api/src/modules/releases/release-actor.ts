import { ForbiddenException } from '@nestjs/common';

/** Who is asking: a platform admin (every remote) or a team (its own remote only). */
export interface ReleaseActor {
  admin: boolean;
  remote: string | null;
  label: string;
}

/** Lets an admin do anything and a team act on its own remote only; `remote` null: admins only. */
export function authorize(actor: ReleaseActor, remote: string | null): void {
  if (actor.admin) return;
  if (remote === null) throw new ForbiddenException('Only a platform admin token may do that.');
  if (actor.remote !== remote) throw new ForbiddenException(`This token releases ${actor.remote} only, not ${remote}.`);
}
