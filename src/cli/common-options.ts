import { InvalidArgumentError, Option } from 'commander';

function parseEnvName(value: string): 'development' | 'production' {
  if (value !== 'development' && value !== 'production') throw new InvalidArgumentError('must be development or production');
  return value;
}

/**
 * The options many admin commands take, spelled once (flags, help, parser): a new Option per command, as commander
 * keeps each option's parsed value on the command that owns it.
 */
export const commonOptions = {
  /** `--project <projectId>`, required. */
  project: (): Option => new Option('--project <projectId>', 'project id').makeOptionMandatory(),
  /** `--env <environment>`, required: development or production. */
  env: (): Option => new Option('--env <environment>', 'development or production').argParser(parseEnvName).makeOptionMandatory(),
  /** `--user <userId>`, required: a dashboard user. */
  user: (): Option => new Option('--user <userId>', 'a user id from `users list` (dusr_...)').makeOptionMandatory(),
};
