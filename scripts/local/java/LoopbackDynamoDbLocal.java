import java.lang.reflect.Field;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

/**
 * DynamoDB Local with its HTTP connector bound to one address (the first argument, 127.0.0.1 for
 * the embedded stack) instead of every interface. The jar has no host option: its server builds
 * Jetty with `new Server(port)`, which listens on 0.0.0.0. The remaining arguments are the jar's
 * own (-port, -inMemory, -dbPath, -sharedDb, -disableTelemetry).
 */
public class LoopbackDynamoDbLocal {
  public static void main(String[] args) throws Exception {
    String host = args[0];
    String[] rest = java.util.Arrays.copyOfRange(args, 1, args.length);
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(rest);
    Field field = DynamoDBProxyServer.class.getDeclaredField("server");
    field.setAccessible(true);
    Server server = (Server) field.get(proxy);
    for (Connector connector : server.getConnectors()) ((ServerConnector) connector).setHost(host);
    proxy.start();
    proxy.join();
  }
}
