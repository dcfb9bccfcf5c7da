/**
 * The kinds of garden plants the bench catalogue is made of: real genera and species, with
 * the sun, water, hardiness, size and bloom their cultivars typically have. `weight` is a
 * kind's share of the catalogue, after how many named cultivars nurseries list (tomatoes,
 * roses, hostas and daylilies by the thousand; a lettuce or a sedge by the dozen), so name
 * searches match as many plants as they would in a real 50,000-plant catalogue.
 */

/** One kind, as `GENERA` writes it (see the legend there). */
export interface Genus {
  /** What gardeners call it: the end of each cultivar's common name ("Blue Angel Hosta"). */
  common: string;
  genus: string;
  species: string[];
  /** plant-categories key. */
  category: string;
  lifecycle: 'annual' | 'perennial' | 'biennial';
  /** sun-requirements ids: the usual one and the alternate one (0: none). */
  sun: [number, number];
  /** water-requirements id. */
  water: number;
  /** Hardiness zone labels, coldest and warmest. */
  zones: [string, string];
  /** Adult height in inches, smallest and largest cultivar. */
  height: [number, number];
  /** leaf-retentions id. */
  leaf: number;
  weight: number;
  /** flower-times ids. */
  bloom: number[];
  /** Other common names of the kind ("Plantain Lily" for hostas). */
  aka: string[];
  /** poisonous ids. */
  toxic: number[];
}

const LIFECYCLES = { a: 'annual', p: 'perennial', b: 'biennial' } as const;
const LEAVES = { D: 1, E: 2, S: 3, H: 4 } as const;

/*
 * common | genus | species | category | life (a, p, b) | sun/alt | water | zones | height |
 * leaf (Deciduous, Evergreen, Semi-evergreen, Herbaceous) | weight | bloom | aka | toxic
 * Sun: 1 Full Shade .. 6 Full Sun, 7 Sun to Shade. Water: 1 Dry .. 5 Wet. Bloom: 1 Early
 * Spring, 2 Late Spring, 3 Early Summer, 4 Late Summer, 5 Fall, 6 Winter, 7 not showy.
 * Toxic: 1 dogs, 2 cats, 3 horses, 4 people, 5 skin.
 */
const GENERA = `
Tomato | Solanum | lycopersicum | vegetables | a | 6/0 | 3 | 3a-11b | 24-96 | H | 90 | 7 | Love Apple | 1 2
Eggplant | Solanum | melongena | vegetables | a | 6/0 | 3 | 4a-11b | 18-48 | H | 8 | 7 | Aubergine | 1 2
Potato | Solanum | tuberosum | vegetables | a | 6/0 | 3 | 3a-10b | 18-36 | H | 10 | 3 | | 1 2 4
Pepper | Capsicum | annuum chinense baccatum frutescens pubescens | vegetables | a | 6/0 | 3 | 4a-11b | 12-48 | H | 45 | 7 | Chili Pepper, Sweet Pepper |
Squash | Cucurbita | pepo maxima moschata argyrosperma | vegetables | a | 6/0 | 3 | 3a-11b | 12-36 | H | 25 | 3 | Pumpkin |
Bean | Phaseolus | vulgaris coccineus lunatus acutifolius | vegetables | a | 6/0 | 3 | 3a-11b | 18-96 | H | 25 | 7 | Snap Bean |
Lettuce | Lactuca | sativa | vegetables | a | 6/4 | 3 | 3a-11b | 6-12 | H | 15 | 7 | |
Cucumber | Cucumis | sativus | vegetables | a | 6/0 | 3 | 4a-11b | 12-72 | H | 12 | 3 | |
Melon | Cucumis | melo | fruit | a | 6/0 | 3 | 4a-11b | 12-24 | H | 10 | 3 | Cantaloupe |
Cabbage | Brassica | oleracea rapa juncea napus | vegetables | a | 6/4 | 3 | 2a-11b | 12-24 | H | 14 | 7 | Kale |
Carrot | Daucus | carota | vegetables | a | 6/0 | 3 | 3a-11b | 6-12 | H | 8 | 7 | |
Pea | Pisum | sativum | vegetables | a | 6/4 | 3 | 3a-11b | 18-72 | H | 8 | 2 | Garden Pea |
Onion | Allium | cepa sativum porrum fistulosum | vegetables | a | 6/0 | 3 | 3a-10b | 12-24 | H | 10 | 7 | Garlic, Leek | 1 2 3
Sweet Corn | Zea | mays | vegetables | a | 6/0 | 3 | 3a-11b | 60-96 | H | 10 | 7 | Maize |
Basil | Ocimum | basilicum tenuiflorum americanum gratissimum | herbs | a | 6/5 | 3 | 2a-11b | 12-24 | H | 12 | 4 | Sweet Basil |
Sage | Salvia | officinalis apiana fruticosa lavandulifolia | herbs | p | 6/5 | 2 | 5a-9b | 12-30 | S | 6 | 2 3 | Garden Sage |
Rosemary | Salvia | rosmarinus | herbs | p | 6/0 | 2 | 7a-10b | 24-60 | E | 4 | 6 1 | |
Mint | Mentha | spicata piperita suaveolens arvensis longifolia aquatica | herbs | p | 4/3 | 4 | 3a-9b | 12-30 | H | 8 | 4 | Spearmint, Peppermint | 1 2 3
Thyme | Thymus | vulgaris citriodorus herba-barona pulegioides | herbs | p | 6/0 | 1 | 5a-9b | 4-12 | E | 6 | 2 3 | |
Oregano | Origanum | vulgare majorana laevigatum | herbs | p | 6/0 | 2 | 5a-10b | 12-24 | H | 4 | 4 | Marjoram | 1 2 3
Lavender | Lavandula | angustifolia intermedia stoechas dentata latifolia | herbs | p | 6/0 | 1 | 5a-9b | 12-36 | E | 12 | 3 4 | | 1 2 3
Parsley | Petroselinum | crispum | herbs | b | 6/4 | 3 | 4a-9b | 8-18 | H | 3 | 7 | | 1 2 3
Chives | Allium | schoenoprasum tuberosum | herbs | p | 6/4 | 3 | 3a-9b | 10-18 | H | 3 | 2 | | 1 2 3
Strawberry | Fragaria | ananassa vesca virginiana chiloensis | fruit | p | 6/0 | 3 | 3a-10b | 6-12 | S | 12 | 2 | |
Blueberry | Vaccinium | corymbosum angustifolium virgatum ashei | fruit | p | 6/4 | 3 | 3a-9b | 24-96 | D | 10 | 2 | |
Apple | Malus | domestica pumila sieversii | fruit | p | 6/0 | 3 | 3a-8b | 96-240 | D | 25 | 2 | | 1 2 3
Cherry | Prunus | avium cerasus | fruit | p | 6/0 | 3 | 4a-8b | 120-300 | D | 10 | 1 | | 1 2 3
Pear | Pyrus | communis pyrifolia | fruit | p | 6/0 | 3 | 4a-9b | 120-300 | D | 8 | 1 | |
Raspberry | Rubus | idaeus occidentalis | fruit | p | 6/4 | 3 | 3a-9b | 36-72 | D | 8 | 2 | Bramble |
Grape | Vitis | vinifera labrusca riparia rotundifolia | fruit | p | 6/0 | 3 | 4a-10b | 60-240 | D | 14 | 2 | | 1 2
Petunia | Petunia | atkinsiana integrifolia axillaris | annuals | a | 6/0 | 3 | 2a-11b | 6-18 | H | 25 | 2 3 4 | |
Marigold | Tagetes | patula erecta tenuifolia lucida | annuals | a | 6/0 | 2 | 2a-11b | 6-36 | H | 14 | 3 4 5 | |
Zinnia | Zinnia | elegans angustifolia haageana marylandica | annuals | a | 6/0 | 2 | 2a-11b | 8-40 | H | 14 | 3 4 5 | |
Impatiens | Impatiens | walleriana hawkeri balsamina | annuals | a | 3/2 | 4 | 2a-11b | 8-24 | H | 12 | 3 4 | Busy Lizzie |
Pansy | Viola | wittrockiana cornuta tricolor | annuals | a | 5/3 | 3 | 3a-9b | 4-9 | H | 14 | 1 2 6 | Viola, Johnny Jump-up |
Violet | Viola | odorata sororia labradorica pedata | perennials | p | 3/2 | 3 | 4a-9b | 4-8 | H | 5 | 1 2 | Viola |
Begonia | Begonia | semperflorens tuberhybrida rex boliviensis | annuals | a | 3/2 | 3 | 2a-11b | 8-24 | H | 16 | 3 4 | | 1 2 3
Cosmos | Cosmos | bipinnatus sulphureus atrosanguineus | annuals | a | 6/0 | 2 | 2a-11b | 24-60 | H | 8 | 3 4 5 | |
Sunflower | Helianthus | annuus debilis maximiliani angustifolius | annuals | a | 6/0 | 2 | 2a-11b | 24-144 | H | 14 | 4 5 | |
Snapdragon | Antirrhinum | majus hispanicum | annuals | a | 6/4 | 3 | 4a-10b | 8-36 | H | 8 | 2 3 | |
Geranium | Pelargonium | hortorum peltatum zonale graveolens | annuals | a | 6/4 | 3 | 10a-11b | 12-24 | E | 14 | 3 4 | Zonal Geranium | 1 2
Hosta | Hosta | sieboldiana fortunei plantaginea undulata sieboldii tokudama montana ventricosa | perennials | p | 3/2 | 3 | 3a-9b | 6-36 | H | 80 | 3 4 | Plantain Lily, Funkia | 1 2 3
Daylily | Hemerocallis | fulva citrina lilioasphodelus middendorffii dumortieri | perennials | p | 6/4 | 3 | 3a-9b | 12-48 | H | 80 | 3 4 | Day Lily | 2
Coneflower | Echinacea | purpurea pallida paradoxa tennesseensis angustifolia | perennials | p | 6/4 | 2 | 3a-9b | 18-48 | H | 20 | 3 4 | Echinacea |
Black-eyed Susan | Rudbeckia | fulgida hirta triloba laciniata | perennials | p | 6/4 | 3 | 3a-9b | 18-60 | H | 10 | 4 5 | Orange Coneflower | 2
Aster | Symphyotrichum | novae-angliae novi-belgii oblongifolium laeve ericoides | perennials | p | 6/4 | 3 | 3a-8b | 12-60 | H | 14 | 5 | Michaelmas Daisy |
Alpine Aster | Aster | alpinus amellus frikartii tataricus | perennials | p | 6/4 | 3 | 4a-8b | 8-36 | H | 5 | 3 4 | |
Peony | Paeonia | lactiflora officinalis suffruticosa tenuifolia | perennials | p | 6/4 | 3 | 3a-8b | 24-48 | H | 30 | 2 3 | | 1 2 3
Coral Bells | Heuchera | americana micrantha sanguinea villosa | perennials | p | 3/4 | 3 | 4a-9b | 8-24 | S | 30 | 2 3 | Heuchera, Alumroot |
Phlox | Phlox | paniculata divaricata subulata maculata | perennials | p | 6/4 | 3 | 3a-8b | 6-48 | H | 16 | 3 4 | |
Iris | Iris | germanica sibirica ensata pallida versicolor | perennials | p | 6/4 | 3 | 3a-9b | 12-40 | H | 45 | 2 3 | Flag | 1 2 3 4 5
Shasta Daisy | Leucanthemum | superbum vulgare | perennials | p | 6/0 | 3 | 4a-9b | 12-36 | H | 8 | 3 4 | | 1 2 3
Tickseed | Coreopsis | verticillata grandiflora lanceolata rosea | perennials | p | 6/0 | 2 | 4a-9b | 12-30 | H | 10 | 3 4 | Coreopsis |
Astilbe | Astilbe | chinensis arendsii japonica simplicifolia | perennials | p | 3/2 | 4 | 4a-8b | 12-40 | H | 12 | 3 4 | False Spirea |
Catmint | Nepeta | faassenii racemosa cataria grandiflora | perennials | p | 6/4 | 2 | 3a-8b | 12-36 | H | 8 | 2 3 4 | Catnip |
Pinks | Dianthus | gratianopolitanus barbatus caryophyllus deltoides | perennials | p | 6/0 | 2 | 3a-9b | 4-24 | E | 14 | 2 3 | Carnation, Sweet William | 1 2 3
Yarrow | Achillea | millefolium filipendulina ptarmica tomentosa | perennials | p | 6/0 | 1 | 3a-9b | 12-36 | H | 8 | 3 4 | | 1 2 3
Stonecrop | Hylotelephium | spectabile telephium sieboldii | perennials | p | 6/0 | 1 | 3a-9b | 6-24 | H | 10 | 4 5 | Sedum |
Foxglove | Digitalis | purpurea grandiflora lutea mertonensis | perennials | b | 4/3 | 3 | 4a-9b | 24-60 | H | 6 | 2 3 | | 1 2 3 4
Delphinium | Delphinium | elatum grandiflorum belladonna | perennials | p | 6/0 | 3 | 3a-7b | 24-72 | H | 8 | 3 | Larkspur | 1 2 3 4
Hellebore | Helleborus | orientalis niger hybridus foetidus | perennials | p | 3/2 | 3 | 4a-9b | 12-18 | E | 14 | 6 1 | Lenten Rose, Christmas Rose | 1 2 3 4
Cranesbill | Geranium | sanguineum macrorrhizum cantabrigiense pratense phaeum | perennials | p | 6/3 | 3 | 4a-8b | 8-24 | H | 10 | 2 3 | Hardy Geranium |
Bee Balm | Monarda | didyma fistulosa punctata bradburyana | perennials | p | 6/4 | 3 | 4a-9b | 24-48 | H | 8 | 3 4 | Bergamot |
Salvia | Salvia | nemorosa greggii farinacea microphylla sylvestris splendens guaranitica | perennials | p | 6/5 | 2 | 4a-9b | 12-48 | H | 16 | 3 4 5 | Meadow Sage, Autumn Sage |
Lady Fern | Athyrium | filix-femina niponicum otophorum | perennials | p | 3/2 | 4 | 4a-8b | 12-36 | H | 6 | 7 | Painted Fern |
Wood Fern | Dryopteris | erythrosora filix-mas marginalis goldiana | perennials | p | 3/2 | 3 | 4a-8b | 18-36 | S | 5 | 7 | Shield Fern |
Royal Fern | Osmunda | regalis claytoniana | perennials | p | 3/2 | 5 | 3a-9b | 24-60 | H | 2 | 7 | Flowering Fern |
Christmas Fern | Polystichum | acrostichoides munitum polyblepharum | perennials | p | 2/3 | 3 | 3a-9b | 12-24 | E | 3 | 7 | Sword Fern |
Maidenhair Fern | Adiantum | pedatum capillus-veneris raddianum | perennials | p | 2/3 | 4 | 3a-8b | 12-24 | H | 3 | 7 | |
Ostrich Fern | Matteuccia | struthiopteris | perennials | p | 3/2 | 4 | 2a-8b | 36-60 | H | 1 | 7 | Fiddlehead Fern |
Lily | Lilium | lancifolium regale martagon longiflorum candidum auratum speciosum | bulbs | p | 6/4 | 3 | 4a-9b | 24-72 | H | 45 | 3 4 | | 2
Tulip | Tulipa | gesneriana tarda kaufmanniana greigii fosteriana clusiana | bulbs | p | 6/4 | 3 | 3a-8b | 6-24 | H | 50 | 1 2 | | 1 2 3
Daffodil | Narcissus | pseudonarcissus jonquilla poeticus tazetta cyclamineus | bulbs | p | 6/4 | 3 | 3a-9b | 6-20 | H | 45 | 1 2 | Jonquil, Narcissus | 1 2 3 4
Dahlia | Dahlia | pinnata coccinea imperialis merckii | bulbs | p | 6/0 | 3 | 8a-11b | 12-60 | H | 60 | 4 5 | |
Gladiolus | Gladiolus | hortulanus communis murielae dalenii | bulbs | p | 6/0 | 3 | 7a-10b | 24-60 | H | 14 | 4 | Sword Lily | 1 2
Crocus | Crocus | vernus tommasinianus chrysanthus sativus speciosus | bulbs | p | 6/4 | 3 | 3a-8b | 3-6 | H | 10 | 1 5 | |
Ornamental Onion | Allium | giganteum christophii sphaerocephalon aflatunense moly | bulbs | p | 6/0 | 2 | 4a-8b | 12-48 | H | 8 | 2 3 | Allium | 1 2
Hyacinth | Hyacinthus | orientalis | bulbs | p | 6/4 | 3 | 4a-8b | 8-12 | H | 8 | 1 2 | | 1 2 5
Canna Lily | Canna | indica generalis glauca | bulbs | p | 6/0 | 4 | 8a-11b | 24-72 | H | 10 | 4 5 | Canna |
Calla Lily | Zantedeschia | aethiopica elliottiana rehmannii | bulbs | p | 6/4 | 4 | 8a-10b | 12-36 | H | 10 | 3 | Arum Lily | 1 2 4
Maiden Grass | Miscanthus | sinensis giganteus sacchariflorus | grasses | p | 6/0 | 3 | 5a-9b | 36-96 | H | 12 | 5 | Eulalia |
Switchgrass | Panicum | virgatum amarum | grasses | p | 6/0 | 3 | 4a-9b | 36-72 | H | 8 | 4 | Panic Grass |
Fountain Grass | Pennisetum | alopecuroides setaceum orientale | grasses | p | 6/0 | 3 | 5a-9b | 12-48 | H | 8 | 4 5 | |
Feather Reed Grass | Calamagrostis | acutiflora brachytricha | grasses | p | 6/0 | 3 | 4a-9b | 36-60 | H | 4 | 3 | |
Blue Fescue | Festuca | glauca rubra idahoensis | grasses | p | 6/0 | 2 | 4a-8b | 6-12 | E | 5 | 3 | Fescue Grass |
Sedge | Carex | oshimensis pensylvanica morrowii buchananii elata | grasses | p | 3/2 | 4 | 5a-9b | 6-24 | E | 8 | 7 | |
Little Bluestem | Schizachyrium | scoparium | grasses | p | 6/0 | 1 | 3a-9b | 24-48 | H | 3 | 4 | Prairie Grass |
Japanese Forest Grass | Hakonechloa | macra | grasses | p | 3/2 | 3 | 5a-9b | 12-18 | H | 3 | 7 | Hakone Grass |
Rose | Rosa | rugosa gallica damascena chinensis banksiae glauca multiflora centifolia moschata | shrubs | p | 6/4 | 3 | 4a-9b | 12-144 | D | 95 | 2 3 4 | | 1 2 3
Hydrangea | Hydrangea | macrophylla paniculata arborescens quercifolia serrata | shrubs | p | 4/3 | 4 | 3a-9b | 36-120 | D | 30 | 3 4 | Hortensia | 1 2 3 4
Juniper | Juniperus | chinensis horizontalis virginiana communis scopulorum squamata procumbens | shrubs | p | 6/0 | 2 | 3a-9b | 6-480 | E | 14 | 7 | Red Cedar | 1 2 4
Boxwood | Buxus | sempervirens microphylla sinica | shrubs | p | 4/3 | 3 | 5a-8b | 24-96 | E | 8 | 7 | Box | 1 2 3
Rhododendron | Rhododendron | catawbiense maximum yakushimanum ponticum | shrubs | p | 3/4 | 3 | 4a-8b | 36-144 | E | 30 | 2 | | 1 2 3 4
Azalea | Rhododendron | indicum obtusum kaempferi periclymenoides calendulaceum | shrubs | p | 3/4 | 3 | 5a-9b | 24-96 | S | 30 | 1 2 | | 1 2 3 4
Lilac | Syringa | vulgaris meyeri reticulata pubescens | shrubs | p | 6/0 | 3 | 3a-7b | 48-180 | D | 14 | 2 | |
Spirea | Spiraea | japonica vanhouttei nipponica betulifolia thunbergii | shrubs | p | 6/4 | 3 | 3a-8b | 18-96 | D | 10 | 2 3 | Meadowsweet |
Weigela | Weigela | florida | shrubs | p | 6/4 | 3 | 4a-8b | 24-96 | D | 10 | 2 3 | |
Viburnum | Viburnum | dentatum opulus plicatum carlesii trilobum | shrubs | p | 6/4 | 3 | 3a-8b | 48-144 | D | 12 | 2 | Arrowwood |
Holly | Ilex | opaca crenata verticillata meserveae aquifolium | shrubs | p | 6/3 | 3 | 5a-9b | 36-360 | E | 14 | 7 | Winterberry | 1 2 3 4
Camellia | Camellia | japonica sasanqua reticulata | shrubs | p | 3/4 | 3 | 7a-9b | 72-144 | E | 16 | 6 1 5 | |
Maple | Acer | rubrum saccharum palmatum griseum platanoides japonicum ginnala freemanii | trees | p | 6/4 | 3 | 3a-9b | 120-900 | D | 30 | 1 | | 3
Oak | Quercus | alba rubra palustris macrocarpa virginiana bicolor phellos coccinea robur | trees | p | 6/0 | 3 | 3a-9b | 480-960 | D | 10 | 7 | | 3
Willow | Salix | babylonica alba integra purpurea matsudana discolor caprea | trees | p | 6/0 | 4 | 2a-9b | 72-600 | D | 8 | 1 | Osier |
Birch | Betula | nigra papyrifera pendula utilis lenta | trees | p | 6/4 | 4 | 2a-8b | 360-720 | D | 6 | 1 | |
Dogwood | Cornus | florida kousa sericea alternifolia mas | trees | p | 4/3 | 3 | 4a-9b | 72-360 | D | 14 | 2 | |
Magnolia | Magnolia | grandiflora stellata soulangeana virginiana liliiflora | trees | p | 6/4 | 3 | 5a-9b | 120-720 | D | 14 | 1 2 | |
Flowering Cherry | Prunus | serrulata yedoensis subhirtella sargentii incisa | trees | p | 6/0 | 3 | 5a-8b | 180-360 | D | 10 | 1 | Sakura | 1 2 3
Spruce | Picea | abies pungens glauca omorika orientalis | trees | p | 6/0 | 3 | 2a-7b | 36-900 | E | 10 | 7 | |
Pine | Pinus | strobus mugo sylvestris nigra thunbergii parviflora | trees | p | 6/0 | 2 | 3a-8b | 36-960 | E | 12 | 7 | |
Crabapple | Malus | floribunda sargentii baccata ioensis | trees | p | 6/0 | 3 | 4a-8b | 120-300 | D | 10 | 2 | | 1 2 3
Philodendron | Philodendron | hederaceum bipinnatifidum erubescens gloriosum melanochrysum | houseplants | p | 3/4 | 3 | 10a-12b | 12-96 | E | 16 | 7 | | 1 2 4
Monstera | Monstera | deliciosa adansonii standleyana | houseplants | p | 4/3 | 3 | 10a-12b | 24-120 | E | 8 | 7 | Swiss Cheese Plant | 1 2 4
Ficus | Ficus | elastica lyrata benjamina pumila | houseplants | p | 4/5 | 3 | 10a-12b | 12-120 | E | 8 | 7 | Rubber Plant, Fiddle-leaf Fig | 1 2 5
Snake Plant | Dracaena | trifasciata angolensis | houseplants | p | 3/4 | 1 | 10a-12b | 12-48 | E | 8 | 7 | Mother-in-law's Tongue | 1 2
Prayer Plant | Goeppertia | orbifolia makoyana roseopicta lancifolia | houseplants | p | 3/2 | 4 | 11a-12b | 12-30 | E | 8 | 7 | Calathea |
Peperomia | Peperomia | obtusifolia argyreia caperata prostrata | houseplants | p | 3/4 | 2 | 10a-12b | 6-12 | E | 10 | 7 | Radiator Plant |
Anthurium | Anthurium | andraeanum clarinervium crystallinum scherzerianum | houseplants | p | 3/4 | 3 | 11a-12b | 12-24 | E | 8 | 7 | Flamingo Flower | 1 2 4
Hoya | Hoya | carnosa kerrii pubicalyx australis | houseplants | p | 4/3 | 2 | 10a-12b | 12-72 | E | 10 | 3 4 | Wax Plant |
Boston Fern | Nephrolepis | exaltata cordifolia obliterata | houseplants | p | 3/2 | 4 | 10a-12b | 12-36 | E | 4 | 7 | Sword Fern |
Peace Lily | Spathiphyllum | wallisii cochlearispathum floribundum | houseplants | p | 2/3 | 3 | 10a-12b | 12-48 | E | 6 | 7 | Spathe Flower | 1 2 4
Chinese Evergreen | Aglaonema | commutatum modestum pictum | houseplants | p | 2/3 | 3 | 10a-12b | 12-36 | E | 6 | 7 | Aglaonema | 1 2
Clematis | Clematis | jackmanii terniflora montana viticella armandii integrifolia | vines | p | 6/4 | 3 | 4a-9b | 36-240 | D | 30 | 3 4 | Virgin's Bower | 1 2 3
Honeysuckle | Lonicera | sempervirens japonica periclymenum heckrottii | vines | p | 6/4 | 3 | 4a-9b | 120-240 | S | 8 | 2 3 | Woodbine |
Wisteria | Wisteria | sinensis floribunda frutescens | vines | p | 6/0 | 3 | 5a-9b | 300-360 | D | 6 | 2 | | 1 2 4
Virginia Creeper | Parthenocissus | quinquefolia tricuspidata henryana | vines | p | 7/0 | 3 | 3a-9b | 360-600 | D | 3 | 7 | Boston Ivy | 1 2
Ivy | Hedera | helix hibernica colchica | vines | p | 3/2 | 3 | 5a-9b | 6-600 | E | 6 | 7 | English Ivy | 1 2 3 4 5
Morning Glory | Ipomoea | purpurea tricolor nil alba | vines | a | 6/0 | 3 | 2a-11b | 72-180 | H | 8 | 4 5 | Moonflower | 1 2 4
Clover | Trifolium | repens pratense incarnatum fragiferum hybridum | groundcovers | p | 6/4 | 3 | 3a-9b | 3-12 | H | 6 | 2 3 | | 3
Bugleweed | Ajuga | reptans genevensis pyramidalis | groundcovers | p | 3/4 | 3 | 3a-9b | 3-9 | S | 6 | 2 | Carpet Bugle |
Periwinkle | Vinca | minor major | groundcovers | p | 3/2 | 3 | 4a-9b | 3-12 | E | 4 | 1 2 | Myrtle | 1 2 3
Pachysandra | Pachysandra | terminalis procumbens axillaris | groundcovers | p | 2/3 | 3 | 4a-8b | 6-12 | E | 2 | 1 | Japanese Spurge |
Dead Nettle | Lamium | maculatum galeobdolon | groundcovers | p | 3/2 | 3 | 3a-8b | 6-12 | S | 4 | 2 3 | Spotted Dead Nettle |
Creeping Stonecrop | Sedum | acre album spurium reflexum rupestre | groundcovers | p | 6/0 | 1 | 3a-9b | 2-6 | E | 8 | 3 | Sedum |
Creeping Thyme | Thymus | serpyllum praecox pseudolanuginosus | groundcovers | p | 6/0 | 1 | 4a-9b | 1-4 | E | 5 | 3 | Mother of Thyme |
`;

const numbers = (text: string) => text.split(/\s+/).filter(Boolean).map(Number);
const list = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

function parse(line: string): Genus {
  const [common, genus, species, category, life, sun, water, zones, height, leaf, weight, bloom, aka, toxic] =
    line.split('|').map((cell) => cell.trim());
  const [usual, alternate] = sun!.split('/').map(Number);
  const [coldest, warmest] = zones!.split('-');
  const [low, high] = height!.split('-').map(Number);
  return {
    common: common!,
    genus: genus!,
    species: species!.split(' '),
    category: category!,
    lifecycle: LIFECYCLES[life as keyof typeof LIFECYCLES],
    sun: [usual!, alternate!],
    water: Number(water),
    zones: [coldest!, warmest!],
    height: [low!, high!],
    leaf: LEAVES[leaf as keyof typeof LEAVES],
    weight: Number(weight),
    bloom: numbers(bloom!),
    aka: list(aka ?? ''),
    toxic: numbers(toxic ?? ''),
  };
}

export const genera: readonly Genus[] = GENERA.trim().split('\n').map(parse);
