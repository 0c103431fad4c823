#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QTcpServer>
#include <QUrl>

/// An HTTP server on loopback that answers what the test scripted, to see how a platform adapter
/// (RestPlatform; later adapters of other clouds) meets what a real server and network do:
/// malformed bodies, Retry-After, an answer cut short, a connection that never answers. It keeps
/// every request it was sent, to see what the client sent and retried.
class ScriptedHttpServer
{
public:
    struct Reply
    {
        QByteArray bytes; ///< the whole answer: status line, headers, body
        qsizetype cutAfter = -1; ///< send only this many bytes, then hang up (−1: all of it)
        bool hang = false; ///< never answer (the client's timeout must end it)
    };

    /// A complete answer with a JSON body (Content-Length set, the connection closed after it).
    static Reply json(int status, const QByteArray &body, const QByteArray &extraHeaders = {});
    /// An error in the contract's shape {"error":{code,message,details}}.
    static Reply error(int status, const QByteArray &code, const QByteArray &extraHeaders = {});
    /// `reply`'s first `bytes` bytes, then the connection closes mid-answer.
    static Reply cut(Reply reply, qsizetype bytes);
    /// Reads the request and says nothing.
    static Reply silence();

    /// Answers the requests in order with `replies`; the last one answers every request after it.
    explicit ScriptedHttpServer(QList<Reply> replies = {});
    /// The same with raw answers.
    explicit ScriptedHttpServer(const QList<QByteArray> &raw);

    /// Requests for `path` (whatever the method) get `reply` instead of the next in order.
    void route(const QByteArray &path, const Reply &reply) { m_routes.insert(path, reply); }
    QUrl url() const;

    /// Every request received, whole (request line, headers, body).
    QList<QByteArray> requests;
    /// The path of each request, in order.
    QList<QByteArray> paths;

private:
    void answer(QTcpSocket *socket, const QByteArray &request);

    QTcpServer m_server;
    QList<Reply> m_replies;
    QHash<QByteArray, Reply> m_routes;
    int m_next = 0;
};
