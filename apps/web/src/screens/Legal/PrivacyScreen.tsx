import { LegalPage } from './LegalPage';

export function PrivacyScreen() {
  return (
    <LegalPage title="Política de privacidad">
      <section>
        <h2>1. Quién trata tus datos</h2>
        <p>
          El responsable del tratamiento es el equipo de WeLink. Para cualquier cuestión sobre privacidad puedes
          escribirnos desde el apartado «Ayuda y Soporte» de Ajustes.
        </p>
      </section>
      <section>
        <h2>2. Qué datos tratamos</h2>
        <ul>
          <li>Datos de la cuenta: nombre de usuario, email, teléfono con prefijo y contraseña (guardada cifrada).</li>
          <li>Contenido que publicas: recomendaciones, valoraciones, comentarios, preguntas, respuestas y guías.</li>
          <li>Tus conexiones: a quién sigues y quién te sigue, y las solicitudes de conexión.</li>
          <li>
            Contactos del dispositivo, solo si decides importarlos: se usan en el momento para saber quién está en
            WeLink y no se guardan en nuestros servidores.
          </li>
          <li>
            Archivos que importas de otros servicios (Goodreads, Letterboxd, Google Maps): guardamos sus filas con la
            importación, para que las revises y tengas su informe, hasta que empieces otra o elimines tu cuenta. El
            archivo en sí no se guarda.
          </li>
          <li>
            Guías que publicas con un enlace público: cualquiera con el enlace ve su nombre, tu nombre y tus WeLinks de
            esa guía (nunca un teléfono ni un email) hasta que desactives el enlace.
          </li>
          <li>Datos técnicos: fecha de acceso, navegador y los datos de uso descritos en el apartado de cookies.</li>
        </ul>
      </section>
      <section>
        <h2>3. Para qué y con qué base legal</h2>
        <ul>
          <li>Prestar el servicio y gestionar tu cuenta: ejecución del contrato que aceptas al registrarte.</li>
          <li>Revisar las solicitudes de registro y mantener la seguridad: interés legítimo.</li>
          <li>Medir el uso de la aplicación para mejorarla: tu consentimiento.</li>
          <li>Cumplir obligaciones legales cuando corresponda.</li>
        </ul>
        <p>No vendemos tus datos ni los usamos para publicidad personalizada.</p>
      </section>
      <section>
        <h2>4. Dónde se guardan</h2>
        <p>
          Tus datos se alojan en servidores de un proveedor de nube situados en una región del{' '}
          <strong>norte de Europa</strong>, dentro del Espacio Económico Europeo. Los proveedores que nos prestan
          servicios actúan como encargados del tratamiento con contratos que les obligan a proteger tus datos.
        </p>
      </section>
      <section>
        <h2>5. Cuánto tiempo los conservamos</h2>
        <p>
          Mientras tengas una cuenta. Si la eliminas desde <strong>Ajustes → Tus datos</strong>, borramos tus datos y tus
          fotos <strong>al momento</strong>. Los WeLinks que tus contactos guardaron de ti siguen en su historial, ya sin
          tu nombre: figuran como recomendados por «Usuario eliminado». Las copias de seguridad que aún los
          contengan se borran en un plazo máximo de <strong>30 días</strong>.
        </p>
      </section>
      <section>
        <h2>6. Cookies y almacenamiento local</h2>
        <p>
          Guardamos en tu navegador la sesión iniciada y algunas preferencias, imprescindibles para que la aplicación
          funcione. Además usamos <strong>una cookie de analítica</strong> para conocer de forma agregada cómo se usa
          WeLink. Puedes rechazarla o borrarla desde la configuración de tu navegador sin que eso afecte al servicio.
        </p>
      </section>
      <section>
        <h2>7. Tus derechos</h2>
        <p>De acuerdo con el Reglamento General de Protección de Datos (RGPD), tienes derecho de:</p>
        <ul>
          <li>
            <strong>acceso</strong> a tus datos;
          </li>
          <li>
            <strong>rectificación</strong> de los datos inexactos;
          </li>
          <li>
            <strong>supresión</strong> de tus datos;
          </li>
          <li>
            <strong>oposición</strong> a determinados tratamientos;
          </li>
          <li>
            <strong>limitación</strong> del tratamiento;
          </li>
          <li>
            <strong>portabilidad</strong> de tus datos a otro servicio.
          </li>
        </ul>
        <p>
          También puedes retirar en cualquier momento el consentimiento que hayas dado. Tú mismo puedes descargar todos
          tus datos y eliminar tu cuenta en <strong>Ajustes → Tus datos</strong>. Para ejercer los demás derechos,
          escríbenos desde «Ayuda y Soporte»; te responderemos en el plazo de un mes.
        </p>
      </section>
      <section>
        <h2>8. Reclamaciones</h2>
        <p>
          Si consideras que no hemos tratado tus datos correctamente, puedes presentar una reclamación ante la{' '}
          <strong>Agencia Española de Protección de Datos (AEPD)</strong>, en su sede electrónica.
        </p>
      </section>
      <section>
        <h2>9. Menores</h2>
        <p>WeLink no está dirigido a menores de 13 años y no tratamos conscientemente sus datos.</p>
      </section>
    </LegalPage>
  );
}
