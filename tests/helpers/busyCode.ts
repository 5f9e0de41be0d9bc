/** Example code that keeps the thread working but yields: the engine's caps must not count that work. */

/**
 * Source of a component `Busy` that works `ms` (busy-waiting) in each of `steps` timer turns, then stops; its
 * Frame is named `step N` after N turns. Needs `React` and react-figma's `Frame` in scope.
 */
export const busyComponent = (steps: number, ms: number): string => `const Busy = () => {
  const [step, setStep] = React.useState(0);
  React.useEffect(() => {
    if (step === ${steps}) return;
    const timer = setTimeout(() => {
      const until = Date.now() + ${ms};
      while (Date.now() < until) {}
      setStep((s) => s + 1);
    }, 0);
    return () => clearTimeout(timer);
  }, [step]);
  return <Frame name={'step ' + step} style={{width: 40, height: 40}} />;
};
`;
