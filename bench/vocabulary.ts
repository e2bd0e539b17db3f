import { CORE_CATEGORIES } from '@welink/domain';

type Category = (typeof CORE_CATEGORIES)[number];

/**
 * Title parts per category: a title is `head + ' ' + tail`, so search terms
 * match a realistic share of rows (a word of `heads` hits about 1 in 30 titles
 * of its category, a word of `tails` about 1 in 40).
 */
export const TITLE_PARTS: Record<Category, { heads: string[]; tails: string[] }> = {
  Servicio: {
    heads: ['Fontanero', 'Electricista', 'Peluquería', 'Taller mecánico', 'Dentista', 'Fisioterapeuta', 'Cerrajero', 'Pintor', 'Abogada', 'Gestoría', 'Veterinario', 'Academia de inglés', 'Clases de guitarra', 'Mudanzas', 'Jardinero', 'Lavandería', 'Carpintero', 'Informático', 'Niñera', 'Entrenador personal', 'Óptica', 'Costurera', 'Autoescuela', 'Psicóloga', 'Limpieza', 'Reformas', 'Fotógrafo', 'Masajista', 'Tintorería', 'Tapicero'],
    tails: ['Martínez', 'García', 'del Barrio', 'Rápido', 'de Confianza', 'Hermanos López', 'Sánchez', 'Express', 'Central', 'del Centro', 'Fernández', 'Ruiz', 'Moreno', 'Norte', 'Sur', 'Pérez', 'Gómez', 'Díaz', 'Económico', '24 horas', 'Navarro', 'Romero', 'Torres', 'Domínguez', 'Vázquez', 'Ramos', 'Gil', 'Serrano', 'Blanco', 'Molina', 'Castro', 'Ortega', 'Delgado', 'Suárez', 'Iglesias', 'Cortés', 'Garrido', 'Herrera', 'Medina', 'Ibáñez'],
  },
  Lugar: {
    heads: ['Cafetería', 'Restaurante', 'Bar', 'Taberna', 'Pizzería', 'Marisquería', 'Heladería', 'Panadería', 'Librería', 'Mercado', 'Parque', 'Museo', 'Mirador', 'Playa', 'Asador', 'Churrería', 'Pastelería', 'Vinoteca', 'Sidrería', 'Tetería', 'Cervecería', 'Arrocería', 'Bodega', 'Chiringuito', 'Hostal', 'Posada', 'Terraza', 'Freiduría', 'Mesón', 'Casa de comidas'],
    tails: ['Central', 'La Luna', 'El Rincón', 'Sevilla', 'Triana', 'Malasaña', 'Gràcia', 'El Puerto', 'La Plaza', 'Los Arcos', 'El Faro', 'La Estrella', 'San Telmo', 'El Olivo', 'La Parra', 'Del Mar', 'El Mirador', 'Buenavista', 'La Alameda', 'Santa Cruz', 'El Carmen', 'La Latina', 'Lavapiés', 'Chamberí', 'Ruzafa', 'El Cabanyal', 'Albaicín', 'La Macarena', 'Sol', 'Las Letras', 'Salamanca', 'Chueca', 'Born', 'Poblenou', 'La Merced', 'El Perchel', 'Cádiz', 'Bilbao', 'Oviedo', 'Granada'],
  },
  Película: {
    heads: ['El laberinto', 'La casa', 'Mar adentro', 'El secreto', 'La noche', 'Todo sobre', 'El orfanato', 'La lengua', 'Los otros', 'Abre los ojos', 'El espinazo', 'Relatos', 'La isla', 'El hijo', 'La piel', 'Volver', 'Hable con', 'El método', 'La comunidad', 'Los lunes', 'El bosque', 'La ciudad', 'El viaje', 'La memoria', 'El silencio', 'La sombra', 'El camino', 'La herida', 'El tiempo', 'La frontera'],
    tails: ['del fauno', 'de papel', 'de sus ojos', 'de mi madre', 'de las mariposas', 'salvajes', 'mínima', 'que habito', 'al sol', 'del diablo', 'perdida', 'oscura', 'del norte', 'sin nombre', 'de invierno', 'del sur', 'eterna', 'prohibida', 'de cristal', 'de los sueños', 'infinita', 'del olvido', 'de fuego', 'de arena', 'dorada', 'del silencio', 'de la luna', 'callada', 'de nadie', 'del río', 'escondida', 'de otoño', 'de plata', 'del viento', 'roja', 'de medianoche', 'del lobo', 'blanca', 'de sal', 'del tiempo'],
  },
  Serie: {
    heads: ['La casa', 'Las chicas', 'El ministerio', 'Gran hotel', 'Velvet', 'Élite', 'Merlí', 'Vis a vis', 'Los Serrano', 'Aquí no hay', 'Cuéntame', 'El internado', 'Física o química', 'Paquita', 'Hierro', 'Patria', 'Antidisturbios', 'Veneno', 'La unidad', 'Fariña', 'Arde', 'El embarcadero', 'Alba', 'Luimelia', 'Hit', 'Perfectos', 'Las noches', 'El pueblo', 'La templanza', 'Amar'],
    tails: ['de papel', 'del cable', 'del tiempo', 'Madrid', 'Barcelona', 'temporada uno', 'temporada dos', 'final', 'del barrio', 'quien viva', 'cómo pasó', 'Laguna Negra', 'y compañía', 'Salazar', 'del norte', 'desconocidos', 'de verano', 'en la costa', 'de la sierra', 'del valle', 'de medianoche', 'sin salida', 'en llamas', 'oculta', 'infinita', 'del puerto', 'de la isla', 'del faro', 'de ayer', 'de mañana', 'rebelde', 'salvaje', 'de barrio', 'del sur', 'perdidos', 'unidos', 'del río', 'en el tiempo', 'de cristal', 'de hierro'],
  },
  Libro: {
    heads: ['Cien años', 'La sombra', 'Don Quijote', 'Rayuela', 'Pedro Páramo', 'La colmena', 'Nada', 'Patria', 'El túnel', 'Ficciones', 'La regenta', 'Tiempo de silencio', 'Los santos', 'Nubosidad', 'El infinito', 'Crónica', 'Historia', 'La tregua', 'El cartero', 'Niebla', 'Soldados', 'La ciudad', 'El jardín', 'Corazón', 'Memorias', 'Cartas', 'El mapa', 'Poeta', 'La plaza', 'El lápiz'],
    tails: ['de soledad', 'del viento', 'de la Mancha', 'de una muerte', 'inocentes', 'variable', 'en un junco', 'de Salamina', 'tan blanco', 'del carpintero', 'de los perros', 'de Benedetti', 'de Neruda', 'de Unamuno', 'del Diamante', 'de las flores', 'del mundo', 'de invierno', 'en Nueva York', 'de la noche', 'del sur', 'del exilio', 'de la guerra', 'de papel', 'del olvido', 'del mar', 'de sangre', 'sin fin', 'de mi padre', 'de la abuela', 'del agua', 'de ceniza', 'del desierto', 'de la selva', 'de los Andes', 'del alba', 'de Macondo', 'de Comala', 'de la Alhambra', 'de Toledo'],
  },
};

export const CATEGORIES: readonly Category[] = CORE_CATEGORIES;

export const FIRST_NAMES = ['Lucía', 'Martín', 'Sofía', 'Hugo', 'Martina', 'Mateo', 'María', 'Leo', 'Julia', 'Pablo', 'Paula', 'Daniel', 'Valeria', 'Álvaro', 'Emma', 'Manuel', 'Daniela', 'Alejandro', 'Carla', 'Adrián', 'Alba', 'Diego', 'Noa', 'Mario', 'Sara', 'Javier', 'Carmen', 'Marcos', 'Lola', 'Sergio', 'Irene', 'Jorge', 'Elena', 'Iván', 'Ana', 'Raúl', 'Claudia', 'Rubén', 'Nerea', 'Andrés'];
export const SURNAME_INITIALS = 'ABCDEFGHIJLMNOPRSTVZ'.split('');

export const COMMENTS = ['Muy recomendable', 'Repetiría sin dudar', 'Trato excelente', 'Buena relación calidad-precio', 'Me encantó', 'Correcto, sin más', 'Imprescindible', 'Un descubrimiento', 'Algo caro pero merece la pena', 'Para volver'];

export const QUESTION_TOPICS = ['un fontanero de confianza', 'una cafetería tranquila para trabajar', 'una película para ver en familia', 'una serie corta', 'un libro para el verano', 'un buen dentista', 'un restaurante para una cena especial', 'una academia de idiomas', 'un taller para la bici', 'una novela negra', 'un sitio para desayunar', 'un documental', 'una peluquería', 'una librería con encanto', 'un mecánico honrado'];
export const CITIES = ['Madrid', 'Barcelona', 'Valencia', 'Sevilla', 'Málaga', 'Bilbao', 'Zaragoza', 'Granada', 'Ciudad de México', 'Buenos Aires', 'Bogotá', 'Lima', 'Santiago', 'Montevideo', 'Quito'];

/** Words the bench searches for: heads and tails that occur across categories. */
export const SEARCH_TERMS = ['cafe', 'fontanero', 'luna', 'casa', 'sombra', 'bar', 'del sur', 'pizz', 'garcia', 'viento', 'peluqueria', 'mar', 'noche', 'temporada', 'triana', 'olvido'];
/** Misspelt titles for the similar-item search (typos tolerated). */
export const SIMILAR_TERMS = ['Cafeteria Centrl', 'Fontanro Martinez', 'El laberito del fauno', 'Pizeria La Luna', 'Cien anos de soledat', 'La casa de papl', 'Peluqeria Express', 'Taberna El Rincon'];
