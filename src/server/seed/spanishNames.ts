/** Common given names and surnames in Spain (INE frequency lists), for realistic demo people. */
export const FEMALE_FIRST_NAMES = [
  'María', 'Carmen', 'Ana', 'Laura', 'Lucía', 'Marta', 'Isabel', 'Cristina', 'Paula', 'Sara', 'Elena', 'Raquel',
  'Pilar', 'Rosa', 'Beatriz', 'Silvia', 'Nuria', 'Patricia', 'Andrea', 'Irene', 'Alba', 'Claudia', 'Julia', 'Sofía',
  'Noelia', 'Rocío', 'Lorena', 'Mónica', 'Inés', 'Teresa', 'Alicia', 'Montserrat', 'Eva', 'Sonia', 'Natalia',
  'Marina', 'Blanca', 'Lidia', 'Miriam', 'Verónica', 'Ainhoa', 'Nerea', 'Begoña', 'Alejandra', 'Carla', 'Aitana',
] as const;

export const MALE_FIRST_NAMES = [
  'Antonio', 'Manuel', 'José', 'Francisco', 'David', 'Juan', 'Javier', 'Daniel', 'Carlos', 'Jesús', 'Alejandro',
  'Miguel', 'Rafael', 'Pablo', 'Sergio', 'Fernando', 'Jorge', 'Luis', 'Alberto', 'Álvaro', 'Adrián', 'Diego',
  'Raúl', 'Iván', 'Rubén', 'Enrique', 'Óscar', 'Andrés', 'Ramón', 'Vicente', 'Joaquín', 'Santiago', 'Víctor',
  'Eduardo', 'Roberto', 'Mario', 'Ignacio', 'Marcos', 'Hugo', 'Gonzalo', 'Iñaki', 'Jordi', 'Xavier', 'Unai',
  'Martín', 'Lucas',
] as const;

export const SURNAMES = [
  'García', 'Rodríguez', 'González', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Martín',
  'Jiménez', 'Hernández', 'Ruiz', 'Díaz', 'Moreno', 'Muñoz', 'Álvarez', 'Romero', 'Gutiérrez', 'Alonso', 'Navarro',
  'Torres', 'Domínguez', 'Ramos', 'Vázquez', 'Ramírez', 'Gil', 'Serrano', 'Morales', 'Molina', 'Blanco', 'Suárez',
  'Castro', 'Ortega', 'Delgado', 'Ortiz', 'Marín', 'Rubio', 'Núñez', 'Medina', 'Sanz', 'Castillo', 'Iglesias',
  'Cortés', 'Garrido', 'Santos', 'Guerrero', 'Lozano', 'Cano', 'Cruz', 'Méndez', 'Flores', 'Prieto', 'Herrera',
  'Peña', 'León', 'Márquez', 'Cabrera', 'Gallego', 'Calvo', 'Vidal', 'Campos', 'Reyes', 'Vega', 'Fuentes',
  'Carrasco', 'Diez', 'Aguilar', 'Caballero', 'Nieto', 'Santana', 'Pascual', 'Herrero', 'Montero', 'Lorenzo',
  'Hidalgo', 'Giménez', 'Ibáñez', 'Ferrer', 'Durán', 'Santiago', 'Benítez', 'Mora', 'Vicente', 'Arias', 'Vargas',
  'Carmona', 'Crespo', 'Román', 'Pastor', 'Soto', 'Sáez', 'Velasco', 'Moya', 'Soler', 'Parra', 'Esteban', 'Bravo',
  'Gallardo', 'Rojas', 'Etxeberria', 'Puig', 'Castells',
] as const;

/** `María José` → `maria.jose` style: lower case ASCII for usernames and e-mail local parts. */
export function asciiSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.+|\.+$/g, '');
}
