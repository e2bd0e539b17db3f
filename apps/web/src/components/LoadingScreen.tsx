/** Shown while the first screen's code is loading. */
export function LoadingScreen() {
  return (
    <div className="loading-screen" role="status">
      Cargando...
    </div>
  );
}
