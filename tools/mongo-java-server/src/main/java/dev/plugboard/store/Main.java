package dev.plugboard.store;

import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.MongoVersion;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.List;

/**
 * A MongoDB-wire server for the multi-process tests: mongo-java-server's in-memory backend on a loopback port.
 * Every collection of that backend serializes its writes and findAndModify (AbstractSynchronizedMongoCollection),
 * so a conditional update is atomic across connections, which FerretDB's SQLite backend is not.
 *
 * <p>Usage: {@code --listen 127.0.0.1:PORT} (loopback only; port 0 picks one). Prints {@code READY mongodb://HOST:PORT/}
 * once bound; exits on EOF of stdin (its parent died) and on SIGTERM.
 */
public final class Main {
  /**
   * The Node driver (v7) refuses servers older than 4.4 (wire version 9); the library's newest enum value reports 8.
   * Commands go over OP_MSG either way, which the library implements.
   */
  private static final MongoVersion REPORTED = new MongoVersion() {
    @Override
    public List<Integer> getVersionArray() {
      return List.of(5, 0, 0);
    }

    @Override
    public int getWireVersion() {
      return 13;
    }
  };

  public static void main(String[] args) throws Exception {
    String listen = "127.0.0.1:0";
    for (int i = 0; i < args.length; i++) {
      if (args[i].equals("--listen") && i + 1 < args.length) listen = args[++i];
      else fail("unknown argument " + args[i]);
    }
    int colon = listen.lastIndexOf(':');
    if (colon < 0) fail("--listen HOST:PORT");
    InetAddress host = InetAddress.getByName(listen.substring(0, colon));
    if (!host.isLoopbackAddress()) fail("--listen must be a loopback address, got " + host.getHostAddress());
    int port = Integer.parseInt(listen.substring(colon + 1));

    MongoServer server = new MongoServer(new MemoryBackend().version(REPORTED));
    server.bind(new InetSocketAddress(host, port));
    InetSocketAddress bound = server.getLocalAddress();
    Runtime.getRuntime().addShutdownHook(new Thread(server::shutdownNow));
    System.out.println("READY mongodb://" + bound.getAddress().getHostAddress() + ":" + bound.getPort() + "/");
    System.out.flush();
    try {
      while (System.in.read() >= 0) {
        // nothing is ever written; EOF means the parent is gone
      }
    } catch (IOException e) {
      // same as EOF
    }
    System.exit(0);
  }

  private static void fail(String message) {
    System.err.println("plugboard-test-mongo: " + message);
    System.exit(1);
  }
}
