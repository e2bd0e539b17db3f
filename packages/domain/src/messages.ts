/**
 * Every Spanish text the server sends and the web shows for accounts.
 * Texts quoted by the specification are copied verbatim; the rest are ours (docs/spec-decisions.md).
 */
export const MESSAGES = {
  invalidIdentifier: 'Por favor, ingresa un email o teléfono válido',
  passwordRequired: 'La contraseña es obligatoria',
  loginFailedFallback: 'Usuario o credenciales incorrectas',
  loginSuccess: 'Inicio de sesión exitoso',
  accountPending: 'Tu cuenta está pendiente de aprobación por el administrador',
  accountRejected: 'Tu solicitud de registro ha sido rechazada por el administrador',

  nameRequired: 'El nombre de usuario es obligatorio',
  nameTooLong: 'El nombre de usuario no puede tener más de 20 caracteres',
  emailRequired: 'Por favor, introduce tu email',
  emailInvalid: 'Por favor, introduce un email válido',
  phonePrefixInvalid: 'Selecciona un prefijo telefónico válido',
  phoneNumberRequired: 'El número de teléfono es obligatorio',
  phoneNumberInvalid: 'El número de teléfono no es válido',
  phoneInvalid: 'Introduce un teléfono válido, por ejemplo +34 600 123 456',
  termsRequired:
    'Debes aceptar los términos y condiciones y la política de privacidad para continuar',
  signupFailedFallback: 'Error al registrarse',
  /** The spec quotes the original app's English text; WeLink speaks Spanish (docs/spec-decisions.md). */
  signupSuccess: 'Gracias por registrarte. Tu solicitud está pendiente de aprobación por el administrador',

  forgotFailedFallback: 'Error al procesar la solicitud',
  forgotAccepted:
    'Si el email está registrado, recibirás un enlace para restablecer tu contraseña en unos minutos',

  resetTokenMissing: 'Token inválido. Por favor, solicita un nuevo enlace de recuperación',
  resetTokenInvalid: 'El enlace de recuperación no es válido o ha caducado. Solicita uno nuevo',
  resetFieldsRequired: 'Por favor, completa todos los campos',
  resetPasswordTooShort: 'La contraseña debe tener al menos 6 caracteres',
  resetPasswordsMismatch: 'Las contraseñas no coinciden',
  resetFailedFallback: 'Error al resetear la contraseña',
  resetSuccess: 'Contraseña actualizada. Ya puedes iniciar sesión',

  currentPasswordRequired: 'La contraseña actual es obligatoria',
  newPasswordRequired: 'La nueva contraseña es obligatoria',
  newPasswordTooShort: 'La nueva contraseña debe tener al menos 6 caracteres',
  newPasswordsMismatch: 'Las contraseñas nuevas no coinciden',
  newPasswordSameAsCurrent: 'La nueva contraseña debe ser diferente a la actual',
  currentPasswordWrong: 'La contraseña actual es incorrecta',
  passwordChanged: 'Contraseña actualizada correctamente',
  passwordTooLong: 'La contraseña no puede tener más de 128 caracteres',
  passwordTooCommon: 'Esa contraseña es demasiado común. Elige otra.',

  userApproved: 'Usuario aprobado correctamente',
  userRejected: 'Usuario rechazado correctamente',
  userNotFound: 'Usuario no encontrado',
  pendingUsersLoadFailed: 'Error al cargar usuarios pendientes',
  approveFailed: 'Error al aprobar usuario',
  rejectFailed: 'Error al rechazar usuario',
  accessDenied: 'Acceso denegado – No tienes permisos para acceder a esta sección.',

  unauthenticated: 'Tu sesión no es válida o ha caducado. Inicia sesión de nuevo',
  forbidden: 'No tienes permisos para realizar esta acción',
  notFound: 'Recurso no encontrado',
  routeNotFound: 'Ruta no encontrada',
  invalidId: 'El identificador no es válido',
  invalidUrl: 'La dirección de la petición no es válida',
  unstorableText: 'El texto contiene caracteres no válidos (carácter nulo o Unicode mal formado)',
  malformedJson: 'El cuerpo de la petición no es un JSON válido',
  bodyRequired: 'Falta el cuerpo de la petición: envía los datos en JSON',
  bodyTooDeep: 'El JSON de la petición tiene demasiados niveles anidados',
  bodyTooLarge: 'La petición es demasiado grande',
  unsupportedMediaType: 'Tipo de contenido no admitido: envía JSON',
  validationFailed: 'Los datos enviados no son válidos',
  tooManyRequests: 'Demasiados intentos. Espera unos minutos antes de volver a intentarlo',
  internalError: 'Error interno del servidor. Inténtalo de nuevo más tarde',
  networkError: 'No se pudo conectar con el servidor. Comprueba tu conexión',
} as const;

export type MessageKey = keyof typeof MESSAGES;
