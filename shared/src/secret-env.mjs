// A secret from the environment: the variable itself, or the file its `_FILE` twin names (the way a
// secrets manager hands secrets to a process: Docker and Kubernetes secrets, a vault agent's
// files), so the secret need not sit in the process's environment (docs/operations.md, "Keys and
// secrets"). One trailing line break of the file is dropped.
import { readFileSync } from 'node:fs';

/** The value of `name`, from the variable or from the file `${name}_FILE` names; undefined when neither is set. */
export function secretFromEnv(name, env = process.env) {
  const direct = env[name];
  const file = env[`${name}_FILE`];
  if (direct && file) throw new Error(`${name} and ${name}_FILE are both set: give the secret one way`);
  if (!file) return direct || undefined;
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`${name}_FILE: ${file} cannot be read (${error.code ?? error.message})`);
  }
  return text.replace(/\r?\n$/, '') || undefined;
}

/**
 * A credential read again at each use from the file `${name}_FILE` names: a short-lived one that a
 * vault agent or a cloud's token helper keeps rewriting is then used without a restart
 * (docs/operations.md, "No long-lived backend credentials"). A function reading it, or undefined when
 * the variable is unset. A file that cannot be read throws a message naming the variable, never its
 * content.
 * @returns {(() => string) | undefined}
 */
export function secretFileReader(name, env = process.env) {
  const file = env[`${name}_FILE`];
  if (!file) return undefined;
  return () => {
    try {
      return readFileSync(file, 'utf8').replace(/\r?\n$/, '');
    } catch (error) {
      throw new Error(`${name}_FILE: ${file} cannot be read (${error.code ?? error.message})`);
    }
  };
}
