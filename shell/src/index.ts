// Async boundary: shared singletons must be negotiated before any of them is used.
import('./bootstrap');
