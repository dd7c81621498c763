import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'author' })
export class AuthorEntity {
  @PrimaryColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'text' })
  name: string;

  @Column({ name: 'avatar_url', type: 'text' })
  avatarUrl: string;

  @Column({ type: 'text' })
  bio: string;
}
