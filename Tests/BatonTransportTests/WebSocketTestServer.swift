import Foundation

/// A graphql-transport-ws server for one scenario, a Python process on 127.0.0.1 with
/// a minimal WebSocket implementation of its own (so it checks our framing rather than
/// sharing it). It logs each upgrade and each client message, one line each, to a
/// file the test reads; with a certificate and key it speaks TLS.
///
/// A ping follows the 101 in the same write, so that on loopback the first frame
/// arrives in the read that ends the upgrade. Every scenario that acknowledges the
/// connection also pings, in WebSocket and in graphql-transport-ws.
///
/// Scenarios: `stream` (ack, then per subscribe two `next`, the second fragmented
/// around a ping, and `complete`), `hold` (one `next`, then silence), `drop` (one
/// `next`, then the TCP connection shut), `deaf` (as `hold`, and no `pong` to a ping), `errors` (an `error` message), `forbidden`
/// (close 4403 on `connection_init`), `unauthorized` (close 4401 there), `no-ack`, `refuse` (HTTP 403 to the upgrade),
/// `wrong-accept`.
final class WebSocketTestServer: Sendable {
    let port: Int
    let logFile: URL
    private let process: Process

    init(_ scenario: String, certificate: (certificate: String, key: String)? = nil) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ws-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        logFile = directory.appendingPathComponent("log")
        _ = FileManager.default.createFile(atPath: logFile.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", Self.script, scenario, logFile.path]
            + (certificate.map { [$0.certificate, $0.key] } ?? [])
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        try process.run()
        self.process = process
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { throw CocoaError(.fileReadUnknown) }
            line.append(chunk)
        }
        guard let port = Int(String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        self.port = port
    }

    deinit {
        // SIGKILL: the test process's threads may block SIGTERM, and a child inherits that.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    func url(scheme: String = "ws", host: String = "127.0.0.1") -> URL {
        URL(string: "\(scheme)://\(host):\(port)/graphql")!
    }

    /// The lines logged so far.
    var log: [String] {
        (try? String(contentsOf: logFile, encoding: .utf8))?.split(separator: "\n").map(String.init) ?? []
    }

    /// The log once a line starts with `prefix`, or as it is after five seconds.
    func log(waitingFor prefix: String) async throws -> [String] {
        let deadline = ContinuousClock.now + .seconds(5)
        while ContinuousClock.now < deadline {
            let lines = log
            if lines.contains(where: { $0.hasPrefix(prefix) }) { return lines }
            try await Task.sleep(for: .milliseconds(20))
        }
        return log
    }

    private static let script = #"""
import base64, hashlib, json, socket, ssl, struct, sys, threading
scenario, log_path = sys.argv[1], sys.argv[2]
context = None
if len(sys.argv) > 4:
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(sys.argv[3], sys.argv[4])
lock = threading.Lock()
def log(line):
    with lock, open(log_path, "a") as f:
        f.write(line + "\n")
def exact(conn, n):
    data = b""
    while len(data) < n:
        chunk = conn.recv(n - len(data))
        if not chunk:
            raise EOFError
        data += chunk
    return data
def read_frame(conn):
    b0, b1 = exact(conn, 2)
    length = b1 & 127
    if length == 126:
        length = struct.unpack("!H", exact(conn, 2))[0]
    elif length == 127:
        length = struct.unpack("!Q", exact(conn, 8))[0]
    if not b1 & 128:
        log("UNMASKED")
    key = exact(conn, 4) if b1 & 128 else b"\0\0\0\0"
    payload = bytes(b ^ key[i % 4] for i, b in enumerate(exact(conn, length)))
    return b0 & 15, payload
def frame(opcode, payload, fin=True):
    n = len(payload)
    head = bytes([(128 if fin else 0) | opcode])
    if n < 126:
        head += bytes([n])
    elif n < 65536:
        head += bytes([126]) + struct.pack("!H", n)
    else:
        head += bytes([127]) + struct.pack("!Q", n)
    return head + payload
def send(conn, message):
    conn.sendall(frame(1, json.dumps(message, separators=(",", ":")).encode()))
def upgrade(conn):
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = conn.recv(4096)
        if not chunk:
            return False
        data += chunk
    lines = data.split(b"\r\n\r\n")[0].decode().split("\r\n")
    headers = {k.strip().lower(): v.strip() for k, v in (l.split(":", 1) for l in lines[1:])}
    log("UPGRADE " + lines[0] + " protocol=" + headers.get("sec-websocket-protocol", "") + " authorization=" + headers.get("authorization", ""))
    if scenario == "refuse":
        conn.sendall(b"HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\n\r\n")
        return False
    accept = base64.b64encode(hashlib.sha1((headers["sec-websocket-key"] + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11").encode()).digest()).decode()
    if scenario == "wrong-accept":
        accept = base64.b64encode(b"x" * 20).decode()
    conn.sendall(("HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                  "Sec-WebSocket-Accept: " + accept + "\r\nSec-WebSocket-Protocol: graphql-transport-ws\r\n\r\n").encode()
                 + frame(9, b"early"))
    return True
def serve(conn):
    try:
        if context:
            conn = context.wrap_socket(conn, server_side=True)
        if not upgrade(conn):
            return
        while True:
            opcode, payload = read_frame(conn)
            if opcode == 8:
                log("CLOSE " + str(struct.unpack("!H", payload[:2])[0] if len(payload) >= 2 else ""))
                conn.sendall(frame(8, payload[:2]))
                return
            if opcode == 10:
                log("PONG " + payload.decode())
                continue
            message = json.loads(payload)
            kind = message["type"]
            log(kind + " " + message.get("id", "") + " " + json.dumps(message.get("payload"), separators=(",", ":")))
            if kind == "connection_init":
                if scenario == "forbidden":
                    conn.sendall(frame(8, struct.pack("!H", 4403) + b"Forbidden"))
                    continue
                if scenario == "unauthorized":
                    conn.sendall(frame(8, struct.pack("!H", 4401) + b"Unauthorized"))
                    continue
                if scenario == "no-ack":
                    continue
                conn.sendall(frame(9, b"are you there"))
                send(conn, {"type": "connection_ack"})
                send(conn, {"type": "ping"})
            elif kind == "subscribe":
                id = message["id"]
                if scenario == "errors":
                    send(conn, {"id": id, "type": "error", "payload": [{"message": "Cannot query field \"nope\"", "path": ["nope", 0]}]})
                    continue
                conn.sendall(frame(1, ('{"id":"%s","type":"next","payload":{"data":{"tick":1.50}}}' % id).encode()))
                if scenario == "drop":
                    conn.shutdown(socket.SHUT_RDWR)
                    return
                if scenario in ("hold", "deaf"):
                    continue
                # The second result in fragments, a ping between them.
                second = ('{"id":"%s","type":"next","payload":{"data":{"tick":2}}}' % id).encode()
                conn.sendall(frame(1, second[:10], fin=False) + frame(9, b"between") + frame(0, second[10:]))
                send(conn, {"id": id, "type": "complete"})
            elif kind == "ping" and scenario != "deaf":
                send(conn, {"type": "pong"})
    except (EOFError, OSError, ssl.SSLError) as error:
        log("ENDED " + type(error).__name__)
    finally:
        conn.close()
listener = socket.socket()
listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
listener.bind(("127.0.0.1", 0))
listener.listen(16)
print(listener.getsockname()[1], flush=True)
while True:
    connection, _ = listener.accept()
    threading.Thread(target=serve, args=(connection,), daemon=True).start()
"""#
}
