import { Link } from 'react-router';
import { LegalPage } from './LegalPage';

export function TermsScreen() {
  return (
    <LegalPage title="Términos y condiciones">
      <section>
        <h2>1. Objeto</h2>
        <p>
          Estos términos regulan el uso de WeLink, una aplicación para guardar, valorar y compartir recomendaciones
          (restaurantes, lugares, servicios, películas, series y libros) con tu familia y tus amigos, y para hacerles
          preguntas que ellos responden con sus propias recomendaciones. Al crear una cuenta aceptas estos términos y
          nuestra <Link to="/privacy">política de privacidad</Link>.
        </p>
      </section>
      <section>
        <h2>2. Requisitos y registro</h2>
        <p>
          Para usar WeLink debes tener al menos <strong>13 años</strong>. Si eres menor de edad según la ley de tu país,
          necesitas además el permiso de tus padres o tutores.
        </p>
        <p>
          Cada solicitud de registro la revisa un administrador, que puede aprobarla o rechazarla. Te comprometes a dar
          datos reales, a mantener tu contraseña en secreto y a avisarnos si crees que alguien ha accedido a tu cuenta.
          Eres responsable de la actividad que se realice con ella.
        </p>
      </section>
      <section>
        <h2>3. Tu contenido</h2>
        <p>
          Las recomendaciones, valoraciones, comentarios, preguntas, respuestas y guías que publicas siguen siendo tuyos.
          Nos concedes una licencia gratuita, no exclusiva y limitada para almacenarlos y mostrarlos a las personas con
          las que decidas compartirlos, solo para prestar el servicio. La licencia termina cuando borras el contenido o
          tu cuenta.
        </p>
      </section>
      <section>
        <h2>4. Uso aceptable</h2>
        <p>No está permitido:</p>
        <ul>
          <li>publicar contenido ilegal, difamatorio, discriminatorio, violento o que infrinja derechos de terceros;</li>
          <li>suplantar a otra persona o crear cuentas falsas;</li>
          <li>enviar spam, publicidad no solicitada o invitaciones masivas;</li>
          <li>intentar acceder a cuentas o datos ajenos, o interferir en el funcionamiento del servicio.</li>
        </ul>
        <p>
          Podemos retirar contenido que incumpla estas normas y suspender o cerrar las cuentas responsables, avisándote
          siempre que la ley lo permita.
        </p>
      </section>
      <section>
        <h2>5. Servicios de terceros</h2>
        <p>
          Algunas funciones muestran información de servicios externos (mapas, bases de datos de películas, series y
          libros). Esa información pertenece a sus titulares y no garantizamos que sea exacta o esté actualizada.
        </p>
      </section>
      <section>
        <h2>6. Disponibilidad y responsabilidad</h2>
        <p>
          Trabajamos para que WeLink funcione de forma continua y segura, pero no podemos garantizar que esté libre de
          interrupciones o errores. Las recomendaciones son opiniones de los usuarios: no respondemos de las decisiones
          que tomes a partir de ellas. Nada de lo anterior limita los derechos que te reconoce la normativa de
          consumidores y usuarios.
        </p>
      </section>
      <section>
        <h2>7. Baja</h2>
        <p>
          Puedes dejar de usar WeLink y eliminar tu cuenta en cualquier momento desde <strong>Ajustes → Tus datos</strong>:
          tus datos se borran al momento, y de las copias de seguridad en un plazo máximo de <strong>30 días</strong>.
        </p>
      </section>
      <section>
        <h2>8. Cambios en estos términos</h2>
        <p>
          Si modificamos estos términos de forma relevante te lo comunicaremos en la aplicación antes de que entren en
          vigor. Si no estás de acuerdo, puedes darte de baja.
        </p>
      </section>
      <section>
        <h2>9. Ley aplicable y jurisdicción</h2>
        <p>
          Estos términos se rigen por la <strong>legislación española</strong>. Cualquier controversia se someterá a los{' '}
          <strong>juzgados y tribunales de Madrid</strong>, sin perjuicio del fuero que la ley reconozca a los
          consumidores.
        </p>
      </section>
    </LegalPage>
  );
}
