// Async boundary: shared singletons are negotiated before the standalone page starts.
import('./bootstrap');
