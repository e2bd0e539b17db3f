import { useNavigation } from 'react-router';

/** A thin bar at the top while a lazy screen is loading. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className="nav-progress" aria-hidden="true" />;
}
