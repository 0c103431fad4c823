#include "platform/http/limitedtcpserver.h"

#include <gtest/gtest.h>

using Framing = LimitedTcpServer::Framing;

TEST(RequestFraming, AllowsBodiesWithinTheLimitAcrossPipelinedRequests)
{
    Framing f(100);
    const QByteArray two = "POST /a HTTP/1.1\r\nContent-Length: 10\r\n\r\n0123456789"
                           "POST /b HTTP/1.1\r\ncontent-length: 100\r\n\r\n";
    EXPECT_TRUE(f.feed(two).isEmpty());
    EXPECT_TRUE(f.feed(QByteArray(100, 'x')).isEmpty());
    EXPECT_TRUE(f.feed("GET /c HTTP/1.1\r\nHost: x\r\n\r\n").isEmpty());
}

TEST(RequestFraming, CatchesAnOversizeBodyInAPipelinedRequestAndAcrossSplitHeaders)
{
    Framing pipelined(100);
    EXPECT_FALSE(pipelined
                     .feed("POST /a HTTP/1.1\r\nContent-Length: 3\r\n\r\nabc"
                           "POST /b HTTP/1.1\r\nContent-Length: 5000000000\r\n\r\n")
                     .isEmpty());
    // The Content-Length line arrives in two pieces, a byte at a time at the end.
    Framing split(100);
    EXPECT_TRUE(split.feed("POST /a HTTP/1.1\r\nContent-Le").isEmpty());
    EXPECT_TRUE(split.feed("ngth: 1000").isEmpty());
    EXPECT_TRUE(split.feed("\r\n\r").isEmpty());
    EXPECT_FALSE(split.feed("\n").isEmpty());
    // The body of an allowed request may contain what looks like headers: it is not parsed.
    Framing body(100);
    EXPECT_TRUE(body.feed("POST /a HTTP/1.1\r\nContent-Length: 40\r\n\r\n").isEmpty());
    EXPECT_TRUE(body.feed("X\r\nContent-Length: 999999\r\n\r\n..........").isEmpty());
}

TEST(RequestFraming, RefusesChunkedBodiesAndEndlessHeaders)
{
    Framing chunked(100);
    EXPECT_TRUE(
        chunked.feed("POST /a HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n").contains(QStringLiteral("Chunked")));
    Framing endless(100);
    QString problem;
    for (int i = 0; i < 2000 && problem.isEmpty(); ++i)
        problem = endless.feed("X-Padding: aaaaaaaaaaaaaaaa\r\n");
    EXPECT_TRUE(problem.contains(QStringLiteral("headers")));
}
