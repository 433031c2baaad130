import L from 'leaflet';
import { fetchPublicConfig } from '../../core/public-config';

const ATTRIBUTION = '&copy; OpenStreetMap contributors';

/**
 * Lays the server's tile source under a map once it is known. Without one (an offline install) or
 * when the tiles cannot load, the map still draws its tracks, stops and fences on a blank ground.
 */
export function addTiles(map: L.Map): void {
  void fetchPublicConfig()
    .then(({ mapTileUrl }) => {
      // The map may have been closed while the configuration was asked for.
      if (!mapTileUrl || !map.getContainer().isConnected) return;
      L.tileLayer(mapTileUrl, { attribution: ATTRIBUTION, maxZoom: 19 }).addTo(map).bringToBack();
    })
    .catch(() => undefined);
}
