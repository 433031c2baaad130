import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import Welcome from '../pages/welcome';

/** Placeholder router: the platform shell (layouts, login, dynamic menu routes) replaces it. */
const router = createBrowserRouter([{ path: '*', element: <Welcome /> }]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
