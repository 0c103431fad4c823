#pragma once

#include <QByteArray>
#include <QHash>
#include <QHostAddress>
#include <QString>
#include <QUrlQuery>

/// One request to the platform API as routes see it: a value with no socket and no QHttpServer
/// type, so the route table can be driven in-process (tests, fuzzing). SandboxServer builds it
/// from the wire; a test builds it by hand.
struct ApiRequest
{
    enum class Method { Get, Post, Put, Patch, Delete, Head, Options, Other };

    Method method = Method::Get;
    /// Decoded, as route patterns are matched against it ("/v1/instances/7").
    QString path;
    QUrlQuery query;
    /// Lower-case names: the headers routes read (Authorization, User-Agent, If-None-Match).
    QHash<QByteArray, QByteArray> headers;
    QByteArray body;
    QHostAddress peer;
    /// The {name} segments of the route that matched, filled by the Router.
    QHash<QString, QString> args;

    QByteArray header(const QByteArray &name) const { return headers.value(name.toLower()); }
    void setHeader(const QByteArray &name, const QByteArray &value) { headers.insert(name.toLower(), value); }
    QString arg(const QString &name) const { return args.value(name); }
};
