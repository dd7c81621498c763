import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';

/** For actions that take no input: no body or `{}` is fine; anything else is a client mistake (400). */
@Injectable()
export class EmptyBodyPipe implements PipeTransform {
  transform(value: unknown): undefined {
    const empty = value === undefined || (typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0);
    if (!empty) throw new BadRequestException({ message: 'This request takes no body: send nothing or {}' });
    return undefined;
  }
}
